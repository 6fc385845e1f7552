/** The networks of the share menu, in menu order. */
export type ShareNetwork = "facebook" | "twitter" | "linkedin" | "email";

export interface ShareLink {
  id: ShareNetwork;
  name: string;
  href: string;
}

/** Share URLs for a page: each network's public share endpoint, or a mailto link. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { id: "facebook", name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: "twitter", name: "Twitter", href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    {
      id: "linkedin",
      name: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    { id: "email", name: "Email", href: `mailto:?subject=${t}&body=${u}` },
  ];
}
