import { ComboboxOption, ComboboxOptions } from "@headlessui/react";
import type { ReactNode } from "react";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { DocumentTextIcon, HashtagIcon } from "#app/components/ui/icons/outline.tsx";
import type { Author, PostCard, Taxonomy } from "#app/lib/types.ts";
import type { PaletteResult } from "./search-palette-items.ts";

/** One result of the palette: what picking it opens. */
export type PaletteItem =
  | { kind: "post"; key: string; href: string; post: PostCard }
  | { kind: "category"; key: string; href: string; category: Taxonomy }
  | { kind: "author"; key: string; href: string; author: Author };

const OPTION =
  "flex cursor-pointer select-none items-center gap-3 rounded-xl px-3 py-2.5 text-neutral-700 text-sm data-[focus]:bg-primary-50 data-[focus]:text-primary-900 dark:text-neutral-200 dark:data-[focus]:bg-primary-500/15 dark:data-[focus]:text-white";

const ICON = "h-5 w-5 shrink-0 text-neutral-400";

/** A titled group of options, shown only when it has any. */
function Group<T>({
  title,
  items,
  option,
}: {
  title: string;
  items: T[];
  option: (item: T) => { value: PaletteItem; content: ReactNode };
}) {
  if (items.length === 0) return null;
  // In the listbox only options and groups may stand (ARIA): the item is presentational, the
  // title a label of the group for assistive technology and a caption to the eye.
  return (
    <li role="presentation">
      <div
        aria-hidden="true"
        data-group-title
        className="px-3 pt-3 pb-1 font-semibold text-neutral-500 text-xs uppercase tracking-wider dark:text-neutral-400"
      >
        {title}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a listbox's group of options (a fieldset is for form controls) */}
      <ul role="group" aria-label={title}>
        {items.map((item) => {
          const { value, content } = option(item);
          return (
            <ComboboxOption as="li" key={value.key} value={value} className={OPTION}>
              {content}
            </ComboboxOption>
          );
        })}
      </ul>
    </li>
  );
}

/**
 * The palette's results, grouped: posts, categories, authors. The list is always there (hidden
 * when there are no results) so the input's aria-controls has a target.
 */
export function PaletteResults({ result }: { result: PaletteResult<PostCard, Taxonomy, Author> }) {
  return (
    <ComboboxOptions
      static
      as="ul"
      className={
        result.mode === "results"
          ? "max-h-[60vh] scroll-py-2 overflow-y-auto border-neutral-100 border-t p-2 dark:border-neutral-700"
          : "hidden"
      }
    >
      {result.mode === "results" && (
        <>
          <Group
            title="Posts"
            items={result.posts}
            option={(post) => ({
              value: { kind: "post", key: post.id, href: post.href, post },
              content: (
                <>
                  <DocumentTextIcon className={ICON} aria-hidden="true" />
                  <span className="truncate">{post.title}</span>
                </>
              ),
            })}
          />
          <Group
            title="Categories"
            items={result.categories}
            option={(category) => ({
              value: { kind: "category", key: `c${category.id}`, href: category.href, category },
              content: (
                <>
                  <HashtagIcon className={ICON} aria-hidden="true" />
                  <span className="flex-1 truncate">{category.name}</span>
                  <span className="text-neutral-400 text-xs">{category.count}</span>
                </>
              ),
            })}
          />
          <Group
            title="Authors"
            items={result.authors}
            option={(author) => ({
              value: { kind: "author", key: `a${author.id}`, href: author.href, author },
              content: (
                <>
                  <Avatar name={author.displayName} src={author.avatar} size="xs" />
                  <span className="truncate">{author.displayName}</span>
                </>
              ),
            })}
          />
        </>
      )}
    </ComboboxOptions>
  );
}
