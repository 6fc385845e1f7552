// heroicons 24/outline, drawn from the sprite (app/components/ui/icons/icon.tsx): the names of @heroicons/react's
// components, so a module swaps its import path and nothing else. The sprite holds every `name` used
// (scripts/icon-sprite.ts).
import { Icon, type IconProps } from "#app/components/ui/icons/icon.tsx";

export const ArrowLeftIcon = (props: IconProps) => <Icon {...props} name="o-ArrowLeft" />;
export const ArrowRightIcon = (props: IconProps) => <Icon {...props} name="o-ArrowRight" />;
export const ArrowRightStartOnRectangleIcon = (props: IconProps) => (
  <Icon {...props} name="o-ArrowRightStartOnRectangle" />
);
export const ArrowUpIcon = (props: IconProps) => <Icon {...props} name="o-ArrowUp" />;
export const BanknotesIcon = (props: IconProps) => <Icon {...props} name="o-Banknotes" />;
export const Bars3Icon = (props: IconProps) => <Icon {...props} name="o-Bars3" />;
export const BellIcon = (props: IconProps) => <Icon {...props} name="o-Bell" />;
export const BookmarkIcon = (props: IconProps) => <Icon {...props} name="o-Bookmark" />;
export const CalendarDaysIcon = (props: IconProps) => <Icon {...props} name="o-CalendarDays" />;
export const ChatBubbleLeftRightIcon = (props: IconProps) => (
  <Icon {...props} name="o-ChatBubbleLeftRight" />
);
export const CheckCircleIcon = (props: IconProps) => <Icon {...props} name="o-CheckCircle" />;
export const CheckIcon = (props: IconProps) => <Icon {...props} name="o-Check" />;
export const ChevronDownIcon = (props: IconProps) => <Icon {...props} name="o-ChevronDown" />;
export const ChevronLeftIcon = (props: IconProps) => <Icon {...props} name="o-ChevronLeft" />;
export const ChevronRightIcon = (props: IconProps) => <Icon {...props} name="o-ChevronRight" />;
export const ClockIcon = (props: IconProps) => <Icon {...props} name="o-Clock" />;
export const CreditCardIcon = (props: IconProps) => <Icon {...props} name="o-CreditCard" />;
export const DocumentTextIcon = (props: IconProps) => <Icon {...props} name="o-DocumentText" />;
export const EllipsisHorizontalIcon = (props: IconProps) => (
  <Icon {...props} name="o-EllipsisHorizontal" />
);
export const EnvelopeIcon = (props: IconProps) => <Icon {...props} name="o-Envelope" />;
export const ExclamationCircleIcon = (props: IconProps) => (
  <Icon {...props} name="o-ExclamationCircle" />
);
export const ExclamationTriangleIcon = (props: IconProps) => (
  <Icon {...props} name="o-ExclamationTriangle" />
);
export const EyeIcon = (props: IconProps) => <Icon {...props} name="o-Eye" />;
export const EyeSlashIcon = (props: IconProps) => <Icon {...props} name="o-EyeSlash" />;
export const FaceFrownIcon = (props: IconProps) => <Icon {...props} name="o-FaceFrown" />;
export const FlagIcon = (props: IconProps) => <Icon {...props} name="o-Flag" />;
export const GlobeAltIcon = (props: IconProps) => <Icon {...props} name="o-GlobeAlt" />;
export const GlobeAmericasIcon = (props: IconProps) => <Icon {...props} name="o-GlobeAmericas" />;
export const GlobeEuropeAfricaIcon = (props: IconProps) => (
  <Icon {...props} name="o-GlobeEuropeAfrica" />
);
export const HashtagIcon = (props: IconProps) => <Icon {...props} name="o-Hashtag" />;
export const HeartIcon = (props: IconProps) => <Icon {...props} name="o-Heart" />;
export const InformationCircleIcon = (props: IconProps) => (
  <Icon {...props} name="o-InformationCircle" />
);
export const LifebuoyIcon = (props: IconProps) => <Icon {...props} name="o-Lifebuoy" />;
export const LinkIcon = (props: IconProps) => <Icon {...props} name="o-Link" />;
export const ListBulletIcon = (props: IconProps) => <Icon {...props} name="o-ListBullet" />;
export const MagnifyingGlassIcon = (props: IconProps) => (
  <Icon {...props} name="o-MagnifyingGlass" />
);
export const MapIcon = (props: IconProps) => <Icon {...props} name="o-Map" />;
export const MapPinIcon = (props: IconProps) => <Icon {...props} name="o-MapPin" />;
export const MoonIcon = (props: IconProps) => <Icon {...props} name="o-Moon" />;
export const PaperAirplaneIcon = (props: IconProps) => <Icon {...props} name="o-PaperAirplane" />;
export const PencilSquareIcon = (props: IconProps) => <Icon {...props} name="o-PencilSquare" />;
export const PhotoIcon = (props: IconProps) => <Icon {...props} name="o-Photo" />;
export const PlusIcon = (props: IconProps) => <Icon {...props} name="o-Plus" />;
export const ShareIcon = (props: IconProps) => <Icon {...props} name="o-Share" />;
export const Squares2X2Icon = (props: IconProps) => <Icon {...props} name="o-Squares2X2" />;
export const SunIcon = (props: IconProps) => <Icon {...props} name="o-Sun" />;
export const TagIcon = (props: IconProps) => <Icon {...props} name="o-Tag" />;
export const UserCircleIcon = (props: IconProps) => <Icon {...props} name="o-UserCircle" />;
export const UserGroupIcon = (props: IconProps) => <Icon {...props} name="o-UserGroup" />;
export const UserIcon = (props: IconProps) => <Icon {...props} name="o-User" />;
export const XMarkIcon = (props: IconProps) => <Icon {...props} name="o-XMark" />;
