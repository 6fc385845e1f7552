import { HOTEL_TYPES } from "#app/lib/enums.ts";
import { URL_CATEGORIES } from "#app/lib/post-href.ts";

const SINGLE = /^\/single(?:-[2-5]|-video|-audio|-gallery)?\/[^/]+\/?$/;
const CATEGORY = new RegExp(`^/(?:${URL_CATEGORIES.join("|")})/\\d{4}/[^/]+/?$`);
const HOTEL = new RegExp(`^/hotels/(?:${HOTEL_TYPES.join("|")})/\\d{4}/[^/]+/?$`);

/** Whether a path is an article page (any single layout or a post's fixed sample path). */
export function isArticlePath(pathname: string): boolean {
  return SINGLE.test(pathname) || CATEGORY.test(pathname) || HOTEL.test(pathname);
}
