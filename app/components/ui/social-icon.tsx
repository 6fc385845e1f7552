/** The site's social accounts (docs/spec.md#navigation): footer, mobile menu, author pages. */
export const SOCIAL_LINKS = [
  { id: "facebook", name: "Facebook", href: "https://www.facebook.com/" },
  { id: "twitter", name: "Twitter", href: "https://twitter.com/" },
  { id: "instagram", name: "Instagram", href: "https://www.instagram.com/" },
  { id: "youtube", name: "YouTube", href: "https://www.youtube.com/" },
] as const;

/** The four social networks' marks (simple inline SVG, no icon font). */
const PATHS: Record<string, string> = {
  facebook:
    "M22 12a10 10 0 1 0-11.56 9.88v-6.99H7.9V12h2.54V9.8c0-2.5 1.49-3.89 3.78-3.89 1.09 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.44 2.89h-2.34v6.99A10 10 0 0 0 22 12Z",
  twitter:
    "M17.75 3h3.07l-6.71 7.67L22 21h-6.18l-4.84-6.33L5.44 21H2.37l7.18-8.2L2 3h6.34l4.37 5.78L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58l11.09 14.47Z",
  instagram:
    "M12 2.2c3.2 0 3.58 0 4.85.07 3.25.15 4.77 1.69 4.92 4.92.06 1.27.07 1.65.07 4.85s0 3.58-.07 4.85c-.15 3.23-1.66 4.77-4.92 4.92-1.27.06-1.65.07-4.85.07s-3.58 0-4.85-.07c-3.26-.15-4.77-1.7-4.92-4.92C2.2 15.58 2.2 15.2 2.2 12s0-3.58.07-4.85C2.42 3.92 3.93 2.38 7.15 2.23 8.42 2.2 8.8 2.2 12 2.2Zm0 4.67a5.13 5.13 0 1 0 0 10.26 5.13 5.13 0 0 0 0-10.26Zm0 8.46a3.33 3.33 0 1 1 0-6.66 3.33 3.33 0 0 1 0 6.66Zm5.34-9.87a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z",
  youtube:
    "M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31.4 31.4 0 0 0 0 12a31.4 31.4 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1c.4-1.9.5-5.8.5-5.8s0-3.9-.5-5.8ZM9.6 15.6V8.4l6.3 3.6-6.3 3.6Z",
};

export function SocialIcon({
  network,
  className = "h-9 w-9",
}: {
  network: { id: string; name: string; href: string };
  className?: string;
}) {
  return (
    <a
      href={network.href}
      target="_blank"
      rel="noopener noreferrer"
      title={network.name}
      className={`social-link ${className}`}
    >
      <SocialMark id={network.id} />
      <span className="sr-only">{network.name}</span>
    </a>
  );
}

/** A network's mark alone, in the current text colour: every social link on the site uses these. */
export function SocialMark({
  id,
  className = "h-[18px] w-[18px]",
}: {
  id: keyof typeof PATHS;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d={PATHS[id]} />
    </svg>
  );
}
