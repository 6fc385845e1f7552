import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from "@headlessui/react";
import {
  DocumentTextIcon,
  FaceFrownIcon,
  GlobeAmericasIcon,
  HashtagIcon,
  LifebuoyIcon,
  MagnifyingGlassIcon,
} from "@heroicons/react/24/outline";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { cachedList } from "#app/lib/list-cache.ts";
import { filterPalette, searchPageHref } from "#app/lib/search-palette.ts";
import type { Author, PostCard, Taxonomy } from "#app/lib/types.ts";

interface Lists {
  posts: PostCard[];
  categories: Taxonomy[];
  authors: Author[];
}

type Item =
  | { kind: "post"; key: string; href: string; post: PostCard }
  | { kind: "category"; key: string; href: string; category: Taxonomy }
  | { kind: "author"; key: string; href: string; author: Author };

const NAVIGATION_KEYS = new Set(["ArrowDown", "ArrowUp", "Home", "End", "PageUp", "PageDown"]);

const EMPTY: Lists = { posts: [], categories: [], authors: [] };

/** A list call through the one-day localStorage cache; a failure logs and gives an empty list. */
async function load<T>(path: string, what: string): Promise<T[]> {
  try {
    return await cachedList<T[]>(path);
  } catch (error) {
    console.error(`Error fetching ${what}`, error);
    return [];
  }
}

async function loadLists(): Promise<Lists> {
  const [posts, taxonomies, authors] = await Promise.all([
    load<PostCard>("/api/GetPosts", "posts"),
    load<Taxonomy>("/api/GetTaxonomies", "categories"),
    load<Author>("/api/GetAuthors", "authors"),
  ]);
  return { posts, categories: taxonomies.filter((t) => t.taxonomy === "category"), authors };
}

const OPTION =
  "flex cursor-pointer select-none items-center gap-3 rounded-xl px-3 py-2.5 text-neutral-700 text-sm data-[focus]:bg-primary-50 data-[focus]:text-primary-900 dark:text-neutral-200 dark:data-[focus]:bg-primary-500/15 dark:data-[focus]:text-white";

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li>
      <h2 className="px-3 pt-3 pb-1 font-semibold text-neutral-500 text-xs uppercase tracking-wider dark:text-neutral-400">
        {title}
      </h2>
      <ul>{children}</ul>
    </li>
  );
}

/**
 * The global search palette (docs/spec.md#search-palette): filters posts by title,
 * categories by name and authors by display name; '#' posts and categories, '>' authors, '?'
 * help. Picking a result goes to its page, Enter goes to /search?q=..., and the query resets
 * when the palette closes.
 */
export default function SearchPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [lists, setLists] = useState<Lists | null>(null);
  const activeRef = useRef<Item | null>(null);
  // The first result is highlighted as you type; Enter picks a result only after the arrow keys
  // chose one, and otherwise submits the search.
  const choseRef = useRef(false);

  useEffect(() => {
    if (!open || lists) return;
    let live = true;
    loadLists().then((loaded) => {
      if (live) setLists(loaded);
    });
    return () => {
      live = false;
    };
  }, [open, lists]);

  useEffect(() => {
    if (!open) setQuery("");
  }, [open]);

  const result = filterPalette(query, lists ?? EMPTY);
  const loading = lists === null && query.trim() !== "" && query.trim() !== "?";

  const go = (href: string) => {
    onClose();
    setQuery("");
    navigate(href);
  };

  // Enter submits the search to the search page unless a result was chosen with the arrow keys.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    // One Escape closes the palette (the combobox would otherwise take the first one).
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (NAVIGATION_KEYS.has(event.key)) {
      choseRef.current = true;
      return;
    }
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    if (activeRef.current && choseRef.current) return;
    event.preventDefault();
    event.stopPropagation();
    go(searchPageHref(query));
  };

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-neutral-900/50 backdrop-blur-sm transition duration-200 data-[closed]:opacity-0"
      />
      <div className="fixed inset-0 overflow-y-auto p-4 sm:p-6 md:p-20">
        <DialogPanel
          transition
          className="mx-auto max-w-2xl overflow-hidden rounded-3xl bg-white shadow-2xl ring-1 ring-black/5 transition duration-200 data-[closed]:scale-95 data-[closed]:opacity-0 dark:bg-neutral-800 dark:ring-white/10"
          data-testid="search-palette"
        >
          <DialogTitle className="sr-only">Search the blog</DialogTitle>
          <Combobox<Item | null>
            onChange={(item) => {
              if (item) go(item.href);
            }}
          >
            {({ activeOption }) => {
              activeRef.current = activeOption ?? null;
              return (
                <>
                  <div className="relative" onKeyDownCapture={onKeyDownCapture}>
                    <MagnifyingGlassIcon
                      className="pointer-events-none absolute top-1/2 left-5 h-5 w-5 -translate-y-1/2 text-neutral-400"
                      aria-hidden="true"
                    />
                    <ComboboxInput
                      autoFocus
                      aria-label="Search"
                      className="h-14 w-full border-0 bg-transparent pr-4 pl-13 text-neutral-900 placeholder:text-neutral-400 focus:outline-none focus:ring-0 sm:text-base dark:text-neutral-100"
                      placeholder="Search posts, categories and authors..."
                      value={query}
                      onChange={(event) => {
                        choseRef.current = false;
                        setQuery(event.target.value);
                      }}
                    />
                  </div>

                  {/* Always there (hidden when empty) so the input's aria-controls has a target. */}
                  <ComboboxOptions
                    static
                    as="ul"
                    className={
                      result.mode === "results"
                        ? "max-h-[60vh] scroll-py-2 overflow-y-auto border-neutral-100 border-t p-2 dark:border-neutral-700"
                        : "hidden"
                    }
                  >
                    {result.mode === "results" && result.posts.length > 0 && (
                      <Group title="Posts">
                        {result.posts.map((post) => (
                          <ComboboxOption
                            key={post.id}
                            value={{ kind: "post", key: post.id, href: post.href, post }}
                            className={OPTION}
                          >
                            <DocumentTextIcon
                              className="h-5 w-5 shrink-0 text-neutral-400"
                              aria-hidden="true"
                            />
                            <span className="truncate">{post.title}</span>
                          </ComboboxOption>
                        ))}
                      </Group>
                    )}
                    {result.mode === "results" && result.categories.length > 0 && (
                      <Group title="Categories">
                        {result.categories.map((category) => (
                          <ComboboxOption
                            key={category.id}
                            value={{
                              kind: "category",
                              key: `c${category.id}`,
                              href: category.href,
                              category,
                            }}
                            className={OPTION}
                          >
                            <HashtagIcon
                              className="h-5 w-5 shrink-0 text-neutral-400"
                              aria-hidden="true"
                            />
                            <span className="flex-1 truncate">{category.name}</span>
                            <span className="text-neutral-400 text-xs">{category.count}</span>
                          </ComboboxOption>
                        ))}
                      </Group>
                    )}
                    {result.mode === "results" && result.authors.length > 0 && (
                      <Group title="Authors">
                        {result.authors.map((author) => (
                          <ComboboxOption
                            key={author.id}
                            value={{
                              kind: "author",
                              key: `a${author.id}`,
                              href: author.href,
                              author,
                            }}
                            className={OPTION}
                          >
                            <Avatar name={author.displayName} src={author.avatar} size="xs" />
                            <span className="truncate">{author.displayName}</span>
                          </ComboboxOption>
                        ))}
                      </Group>
                    )}
                  </ComboboxOptions>

                  {result.mode === "help" && (
                    <div
                      className="border-neutral-100 border-t px-6 py-14 text-center sm:px-14 dark:border-neutral-700"
                      data-testid="palette-help"
                    >
                      <LifebuoyIcon
                        className="mx-auto h-8 w-8 text-neutral-400"
                        aria-hidden="true"
                      />
                      <p className="mt-4 font-semibold text-neutral-900 dark:text-neutral-100">
                        Help with searching
                      </p>
                      <p className="mt-2 text-neutral-500 text-sm dark:text-neutral-400">
                        Type to search post titles, category names and author names. Start with # to
                        search only posts and categories, or with &gt; to search only authors. Press
                        Enter to see every result on the search page.
                      </p>
                    </div>
                  )}

                  {result.mode === "no-results" && !loading && (
                    <div
                      className="border-neutral-100 border-t px-6 py-14 text-center sm:px-14 dark:border-neutral-700"
                      data-testid="palette-empty"
                    >
                      <FaceFrownIcon
                        className="mx-auto h-8 w-8 text-neutral-400"
                        aria-hidden="true"
                      />
                      <p className="mt-4 font-semibold text-neutral-900 dark:text-neutral-100">
                        No results found
                      </p>
                      <p className="mt-2 text-neutral-500 text-sm dark:text-neutral-400">
                        We couldn't find anything with that term. Please try again.
                      </p>
                    </div>
                  )}

                  {loading && (
                    <div
                      role="status"
                      className="flex justify-center border-neutral-100 border-t px-6 py-10 dark:border-neutral-700"
                    >
                      <span
                        className="h-6 w-6 animate-spin rounded-full border-2 border-primary-200 border-t-primary-600"
                        aria-hidden="true"
                      />
                      <span className="sr-only">Loading</span>
                    </div>
                  )}

                  {result.mode === "empty-query" && (
                    <div className="border-neutral-100 border-t px-6 py-10 text-center dark:border-neutral-700">
                      <GlobeAmericasIcon
                        className="mx-auto h-8 w-8 text-neutral-300 dark:text-neutral-500"
                        aria-hidden="true"
                      />
                      <p className="mt-3 text-neutral-500 text-sm dark:text-neutral-400">
                        Search posts, categories and authors.
                      </p>
                    </div>
                  )}
                </>
              );
            }}
          </Combobox>
          <div className="flex flex-wrap items-center justify-between gap-3 border-neutral-100 border-t bg-neutral-50 px-4 py-3 text-neutral-600 text-xs dark:border-neutral-700 dark:bg-neutral-900/40 dark:text-neutral-300">
            <p>
              Type{" "}
              <kbd className="mx-0.5 rounded border border-neutral-300 bg-white px-1.5 font-semibold dark:border-neutral-600 dark:bg-neutral-800">
                #
              </kbd>{" "}
              for posts and categories,{" "}
              <kbd className="mx-0.5 rounded border border-neutral-300 bg-white px-1.5 font-semibold dark:border-neutral-600 dark:bg-neutral-800">
                &gt;
              </kbd>{" "}
              for authors and{" "}
              <kbd className="mx-0.5 rounded border border-neutral-300 bg-white px-1.5 font-semibold dark:border-neutral-600 dark:bg-neutral-800">
                ?
              </kbd>{" "}
              for help.
            </p>
            <Link
              to={searchPageHref(query)}
              onClick={() => {
                onClose();
                setQuery("");
              }}
              className="inline-flex items-center gap-1 font-medium text-primary-700 hover:underline dark:text-primary-300"
            >
              Go to search page
            </Link>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
