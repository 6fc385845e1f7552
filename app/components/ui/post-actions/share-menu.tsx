import { ShareIcon as ShareArrowIcon } from "#app/components/ui/icons/outline.tsx";
import { ACTION_BUTTON_CLASS, ActionMenu } from "#app/components/ui/post-actions/action-menu.tsx";
import { ShareIcon } from "#app/components/ui/post-actions/share-icons.tsx";
import { shareLinks } from "#app/components/ui/post-actions/share-links.ts";

export interface ShareMenuProps {
  /** The page to share; a path is made absolute against the current page. */
  url: string;
  /** The title the networks show with the link. */
  title: string;
  /** The accessible name of the button. */
  label?: string;
  buttonClassName?: string;
}

/** A menu of share links (Facebook, Twitter, LinkedIn, Email) for any page. */
export function ShareMenu({
  url,
  title,
  label = "Share",
  buttonClassName = ACTION_BUTTON_CLASS,
}: ShareMenuProps) {
  // The panel renders only once opened (in the browser), so the URL can use the page's origin.
  const absolute =
    typeof window === "undefined" ? url : new URL(url, window.location.href).toString();
  const items = shareLinks(absolute, title).map((link) => ({
    id: link.id,
    label: link.name,
    href: link.href,
    external: link.id !== "email",
    icon: ({ className }: { className?: string }) => (
      <ShareIcon network={link.id} className={className} />
    ),
  }));
  return (
    <ActionMenu
      label={label}
      icon={ShareArrowIcon}
      items={items}
      buttonClassName={buttonClassName}
    />
  );
}
