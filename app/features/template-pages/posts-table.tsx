import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import type { DashboardPost } from "./template-data.ts";

/**
 * The dashboard posts table: Article, Status, Payment and (placeholder) Edit/Delete links. On a
 * phone each row is a card (the article, then status, payment and the links on one line): the
 * four columns need ~600 px.
 */
export function PostsTable({ posts }: { posts: DashboardPost[] }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="min-w-full text-left text-sm max-sm:block sm:divide-y sm:divide-neutral-200 sm:dark:divide-neutral-700">
        <thead className="bg-neutral-50 max-sm:sr-only dark:bg-neutral-800">
          <tr className="text-neutral-500 text-xs uppercase tracking-wider dark:text-neutral-400">
            <th scope="col" className="px-4 py-3 font-medium sm:px-6">
              Article
            </th>
            <th scope="col" className="px-4 py-3 font-medium sm:px-6">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-medium sm:px-6">
              Payment
            </th>
            <th scope="col" className="px-4 py-3 sm:px-6">
              <span className="sr-only">Edit or delete</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200 max-sm:block dark:divide-neutral-700">
          {posts.map((post) => (
            <tr
              key={post.id}
              className="max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-3 max-sm:py-4"
            >
              <td className="px-4 py-4 max-sm:w-full max-sm:p-0 sm:px-6">
                <div className="flex items-center gap-4 sm:min-w-56">
                  <ResponsiveImage
                    src={post.image}
                    alt=""
                    sizes="72px"
                    maxWidth={144}
                    width={48}
                    height={48}
                    loading="lazy"
                    className="h-12 w-12 shrink-0 rounded-xl object-cover"
                  />
                  <span className="line-clamp-2 font-medium text-neutral-900 dark:text-neutral-100">
                    {post.title}
                  </span>
                </div>
              </td>
              <td className="whitespace-nowrap px-4 py-4 max-sm:p-0 sm:px-6">
                {post.liveStatus ? (
                  <span className="inline-flex rounded-full bg-teal-100 px-2.5 py-1 font-medium text-teal-900 text-xs dark:bg-teal-500/20 dark:text-teal-100">
                    Active
                  </span>
                ) : (
                  <span className="inline-flex rounded-full bg-neutral-200 px-2.5 py-1 font-medium text-neutral-700 text-xs dark:bg-neutral-700 dark:text-neutral-200">
                    Offline
                  </span>
                )}
              </td>
              <td className="whitespace-nowrap px-4 py-4 text-neutral-500 max-sm:p-0 max-sm:before:content-['Payment:_'] sm:px-6 dark:text-neutral-400">
                {post.payment}
              </td>
              <td className="whitespace-nowrap px-4 py-4 text-right font-medium max-sm:ml-auto max-sm:p-0 sm:px-6">
                {/* biome-ignore lint/a11y/useValidAnchor: a placeholder link of the mock-up (docs/spec.md#dashboard) */}
                <a href="#" className="text-primary-700 hover:underline dark:text-primary-300">
                  Edit<span className="sr-only">: {post.title}</span>
                </a>
                <span aria-hidden="true" className="px-2 text-neutral-300 dark:text-neutral-600">
                  |
                </span>
                {/* biome-ignore lint/a11y/useValidAnchor: a placeholder link of the mock-up (docs/spec.md#dashboard) */}
                <a href="#" className="text-rose-700 hover:underline dark:text-rose-300">
                  Delete<span className="sr-only">: {post.title}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
