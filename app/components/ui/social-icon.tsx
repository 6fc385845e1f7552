import { SocialMarkIcon } from "#app/components/ui/icons/icon.tsx";
import type { SocialMarkId } from "#app/components/ui/icons/icon-sprite.ts";

/** The site's social accounts (docs/spec.md#navigation): footer, mobile menu, author pages. */
export const SOCIAL_LINKS = [
  { id: "facebook", name: "Facebook", href: "https://www.facebook.com/" },
  { id: "twitter", name: "Twitter", href: "https://twitter.com/" },
  { id: "instagram", name: "Instagram", href: "https://www.instagram.com/" },
  { id: "youtube", name: "YouTube", href: "https://www.youtube.com/" },
] as const;

export function SocialIcon({
  network,
  className = "h-9 w-9",
}: {
  network: { id: SocialMarkId; name: string; href: string };
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

/**
 * A network's mark alone, in the current text colour: every social link on the site uses these
 * (symbols of the icon sprite, app/components/ui/icons/icon-sprite.ts).
 */
export function SocialMark({
  id,
  className = "h-[18px] w-[18px]",
}: {
  id: SocialMarkId;
  className?: string;
}) {
  return <SocialMarkIcon id={id} className={className} />;
}
