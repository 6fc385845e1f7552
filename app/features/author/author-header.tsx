import { Avatar } from "#app/components/ui/avatar.tsx";
import { EnvelopeIcon } from "#app/components/ui/icons/outline.tsx";
import { MoreActionsMenu } from "#app/components/ui/post-actions/more-actions-menu.tsx";
import { ShareMenu } from "#app/components/ui/post-actions/share-menu.tsx";
import { CONTAINER_SIZES, ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { SOCIAL_LINKS, SocialIcon } from "#app/components/ui/social-icon.tsx";
import type { Author } from "#app/lib/types.ts";
import { FollowButton } from "./follow-button.tsx";

/**
 * The author page's header: banner, avatar, full name, description, mailto link, the four social
 * links, Follow/Following, the share menu and the more-actions menu (copy link, report, hide).
 */
export function AuthorHeader({ author, onHide }: { author: Author; onHide: () => void }) {
  const fullName = `${author.firstName} ${author.lastName}`.trim();
  return (
    <header>
      <div className="relative mt-6 aspect-[16/9] overflow-hidden rounded-3xl bg-neutral-200 sm:mt-10 sm:aspect-[21/6] dark:bg-neutral-800">
        {author.bgImage && (
          <ResponsiveImage
            src={author.bgImage}
            alt=""
            sizes={CONTAINER_SIZES}
            width={1200}
            height={800}
            fetchPriority="high"
            className="h-full w-full object-cover"
          />
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-black/30 to-transparent" />
      </div>
      <div className="relative mx-auto -mt-12 flex max-w-5xl flex-col gap-6 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-neutral-200/70 sm:-mt-20 sm:flex-row sm:p-8 dark:bg-neutral-800 dark:ring-neutral-700">
        <div className="-mt-16 shrink-0 sm:-mt-20">
          <Avatar
            name={author.displayName}
            src={author.avatar}
            size="xl"
            className="h-24 w-24 ring-4 ring-white sm:h-32 sm:w-32 dark:ring-neutral-800"
          />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0">
              <h1 className="font-semibold text-2xl text-neutral-900 tracking-tight sm:text-3xl dark:text-neutral-100">
                {fullName}
              </h1>
              <p className="mt-1 text-neutral-500 text-sm dark:text-neutral-400">
                {author.jobName}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <FollowButton initial={false} />
              <ShareMenu url={author.href} title={fullName} label="Share this author" />
              <MoreActionsMenu
                url={author.href}
                subject={fullName}
                reportLabel="Report this author"
                hideLabel="Hide this author"
                onHide={onHide}
              />
            </div>
          </div>
          <p className="mt-4 max-w-3xl text-neutral-600 leading-relaxed dark:text-neutral-300">
            {author.desc}
          </p>
          <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
            <a
              href={`mailto:${author.email}`}
              className="-my-0.5 inline-flex items-center gap-2 py-0.5 font-medium text-primary-700 text-sm hover:underline dark:text-primary-300"
            >
              <EnvelopeIcon className="h-5 w-5" aria-hidden="true" />
              {author.email}
            </a>
            <nav aria-label={`${fullName} on social media`} className="flex items-center gap-2">
              {SOCIAL_LINKS.map((network) => (
                <SocialIcon key={network.id} network={network} />
              ))}
            </nav>
          </div>
        </div>
      </div>
    </header>
  );
}
