import { HOTEL_TYPES, type HotelType, type PostType, type Section } from "#app/lib/enums.ts";

/**
 * The eight categories whose standard posts live at /{category}/{year}/{slug}
 * (docs/design.md#routes).
 */
export const URL_CATEGORIES = [
  "city",
  "all-inclusive",
  "beach",
  "long-weekend",
  "roadtrip",
  "family",
  "summer",
  "winter",
] as const;

type UrlCategory = (typeof URL_CATEGORIES)[number];

export interface HrefInput {
  slug: string;
  date: string;
  postType: PostType;
  section: Section;
  /** The slug of the post's first category. */
  firstCategory?: string;
  hotelType?: string;
}

/**
 * The canonical path of a post:
 * - hotel reviews: /hotels/{type}/{year}/{slug}
 * - video, audio, gallery posts: /single-video|single-audio|single-gallery/{slug}
 * - standard posts whose first category is one of the eight: /{category}/{year}/{slug}
 * - any other post: /single/{slug}
 */
export function postHref(input: HrefInput): string {
  const year = input.date.slice(0, 4);
  if (input.section === "hotels") {
    if (!isHotelType(input.hotelType)) {
      throw new Error(`hotel post "${input.slug}" needs hotelType: ${HOTEL_TYPES.join(", ")}`);
    }
    return `/hotels/${input.hotelType}/${year}/${input.slug}`;
  }
  if (input.postType !== "standard") return `/single-${input.postType}/${input.slug}`;
  if (isUrlCategory(input.firstCategory)) return `/${input.firstCategory}/${year}/${input.slug}`;
  return `/single/${input.slug}`;
}

function isUrlCategory(value: string | undefined): value is UrlCategory {
  return (URL_CATEGORIES as readonly string[]).includes(value ?? "");
}

export function isHotelType(value: string | undefined): value is HotelType {
  return (HOTEL_TYPES as readonly string[]).includes(value ?? "");
}

export function authorHref(firstName: string): string {
  return `/author/${firstName}`;
}
