import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { HoverDropdown } from "./hover-dropdown.tsx";
import { MenuLink } from "./menu-link.tsx";
import { TEMPLATE_COLUMNS, type Teaser } from "./navigation.ts";

/** The mega-menu of template pages, with two recent-post teasers. */
export function MegaMenu({ teasers }: { teasers: Teaser[] }) {
  return (
    <HoverDropdown label="Pages" align="center" panelClassName="w-[56rem] max-w-[calc(100vw-2rem)]">
      <div className="grid grid-cols-5 gap-4 p-4">
        {TEMPLATE_COLUMNS.map((column) => (
          <div key={column.title}>
            <p className="px-3 pb-2 font-semibold text-neutral-900 text-xs uppercase tracking-wider dark:text-neutral-100">
              {column.title}
            </p>
            {column.items.map((item) => (
              <MenuLink key={item.id} item={item} />
            ))}
          </div>
        ))}
        <div className="col-span-2 grid gap-4 border-neutral-100 border-l pl-4 dark:border-neutral-700">
          {teasers.map((teaser) => (
            <article key={teaser.id} className="group relative flex gap-3">
              <ResponsiveImage
                src={teaser.imageUrl}
                alt=""
                sizes="120px"
                maxWidth={336}
                width={112}
                height={80}
                loading="lazy"
                className="h-20 w-28 shrink-0 rounded-xl object-cover"
              />
              <div className="min-w-0">
                <p className="text-neutral-500 text-xs dark:text-neutral-400">
                  <time dateTime={teaser.datetime}>{teaser.date}</time>
                  <span aria-hidden="true"> · </span>
                  <Link to={teaser.category.href} className="relative z-10 hover:underline">
                    {teaser.category.title}
                  </Link>
                </p>
                <h3 className="mt-1 line-clamp-2 font-medium text-neutral-900 text-sm dark:text-neutral-100">
                  <Link
                    to={teaser.href}
                    className="after:absolute after:inset-0 group-hover:text-primary-600"
                  >
                    {teaser.title}
                  </Link>
                </h3>
              </div>
            </article>
          ))}
        </div>
      </div>
    </HoverDropdown>
  );
}
