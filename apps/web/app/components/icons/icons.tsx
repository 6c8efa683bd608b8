import { clsx } from "clsx";
import type { ReactNode, SVGProps } from "react";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { title?: string };

/**
 * Every icon's drawing on a 24-pixel grid. The page draws them once, as the <symbol>s of <IconSprite /> in the root
 * layout, and each icon is a <use> of its symbol: a home page of 48 listing cards held ~340 icons, and repeating
 * their paths and stroke attributes cost ~100 kB of HTML (issue 19).
 */
const ICON_BODIES = {
  "chevron-end": <path d="m9 6 6 6-6 6" />,
  "chevron-start": <path d="m15 6-6 6 6 6" />,
  "arrow-end": <path d="M5 12h14M13 6l6 6-6 6" />,
  "chevron-down": <path d="m6 9 6 6 6-6" />,
  home: (
    <>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  "map-pin": (
    <>
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 1 1 14 0C19 14.9 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  verified: (
    <>
      <path d="M12 3 14.1 4.6 16.7 4.4 17.6 6.9 20 8.1 19.5 10.7 20.8 13 19 14.9 18.9 17.6 16.3 18.3 14.8 20.5 12 19.7 9.2 20.5 7.7 18.3 5.1 17.6 5 14.9 3.2 13 4.5 10.7 4 8.1 6.4 6.9 7.3 4.4 9.9 4.6Z" />
      <path d="m8.8 12.2 2.2 2.2 4.3-4.6" />
    </>
  ),
  star: <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z" />,
  spark: <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </>
  ),
  bell: (
    <>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  phone: (
    <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  building: (
    <>
      <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M3 21h18" />
      <path d="M8 8h3M8 12h3M8 16h3" />
    </>
  ),
  tag: (
    <>
      <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9Z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>
  ),
  expand: <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />,
  plus: <path d="M12 5v14M5 12h14" />,
  device: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18.5h2" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  camera: (
    <>
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </>
  ),
  "log-out": <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  heart: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />,
  hand: (
    <path d="M7 11V6a1.5 1.5 0 0 1 3 0v4m0-5a1.5 1.5 0 0 1 3 0v5m0-4a1.5 1.5 0 0 1 3 0v6m0-3a1.5 1.5 0 0 1 3 0v4a7 7 0 0 1-7 7h-1a6 6 0 0 1-5-2.7L4.5 14a1.5 1.5 0 0 1 2.5-1.7L8 14" />
  ),
  share: (
    <>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </>
  ),
  flag: <path d="M5 21V4m0 0h11l-2 4 2 4H5" />,
  play: <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />,
  cube: (
    <>
      <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9L12 3Z" />
      <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
    </>
  ),
  file: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
      <path d="M14 3v5h5" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  chat: <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19.2L4 20Z" />,
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  photo: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="m21 16-5-5-9 8" />
    </>
  ),
  paperclip: (
    <path d="m21 11-8.5 8.5a5 5 0 0 1-7-7L14 4a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4L15.5 7" />
  ),
  mic: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </>
  ),
  send: <path d="M4 12 20 4l-6 16-3-7-7-1Z" />,
  stop: <rect x="6" y="6" width="12" height="12" rx="2" />,
  trash: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
  dots: (
    <>
      <circle cx="12" cy="5" r="1.2" />
      <circle cx="12" cy="12" r="1.2" />
      <circle cx="12" cy="19" r="1.2" />
    </>
  ),
  ticks: <path d="m3 13 4 4L15 8" />,
  "ticks-double": (
    <>
      <path d="m3 13 4 4L15 8" />
      <path d="m11 16 1 1 9-9" />
    </>
  ),
  bed: <path d="M3 18V6M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5a1.5 1.5 0 1 0 0-.01" />,
  bath: (
    <path d="M4 12h16v2a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5v-2ZM6 12V6a2 2 0 0 1 3.5-1.3M7 19l-1 2M17 19l1 2" />
  ),
  area: <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />,
  compare: <path d="M8 4v16M16 4v16M4 8l4-4 4 4M12 16l4 4 4-4" />,
  calendar: (
    <path d="M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
} satisfies Record<string, ReactNode>;

type IconName = keyof typeof ICON_BODIES;

/** Keeps the symbols' ids apart from the page's own (anchors, form fields). */
const symbolId = (name: IconName) => `icon-${name}`;

/**
 * Stroke icons in the text colour (stroke and `currentColor` from the `.icon` class in app.css, which the <use>
 * content inherits). Decorative (aria-hidden) unless given a title.
 */
function Icon({ icon, title, className, ...props }: IconProps & { icon: IconName }) {
  return (
    <svg
      // size-5 stays a utility, as before the sprite: with it, a smaller size utility on an icon does not apply.
      className={clsx("icon size-5", className)}
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <use href={`#${symbolId(icon)}`} />
    </svg>
  );
}

/** Every icon's symbol, once per page (root layout); hidden and out of the flow, its symbols drawn only by <use>. */
export function IconSprite() {
  return (
    <svg className="absolute size-0 overflow-hidden" aria-hidden="true" focusable="false">
      {Object.entries(ICON_BODIES).map(([name, body]) => (
        <symbol key={name} id={symbolId(name as IconName)} viewBox="0 0 24 24">
          {body}
        </symbol>
      ))}
    </svg>
  );
}

/** Points toward the end of the line: right in English, left in Arabic (mirrored, ADR 007). */
export const ChevronEndIcon = ({ className, ...props }: IconProps) => (
  <Icon icon="chevron-end" className={clsx("rtl:-scale-x-100", className)} {...props} />
);
/** Points toward the start of the line: left in English, right in Arabic. */
export const ChevronStartIcon = ({ className, ...props }: IconProps) => (
  <Icon icon="chevron-start" className={clsx("rtl:-scale-x-100", className)} {...props} />
);
export const ArrowEndIcon = ({ className, ...props }: IconProps) => (
  <Icon icon="arrow-end" className={clsx("rtl:-scale-x-100", className)} {...props} />
);
export const ChevronDownIcon = (props: IconProps) => <Icon icon="chevron-down" {...props} />;
export const HomeIcon = (props: IconProps) => <Icon icon="home" {...props} />;
export const SearchIcon = (props: IconProps) => <Icon icon="search" {...props} />;
export const MapPinIcon = (props: IconProps) => <Icon icon="map-pin" {...props} />;
export const VerifiedIcon = (props: IconProps) => <Icon icon="verified" {...props} />;
export const StarIcon = (props: IconProps) => <Icon icon="star" {...props} />;
export const SparkIcon = (props: IconProps) => <Icon icon="spark" {...props} />;
export const GlobeIcon = (props: IconProps) => <Icon icon="globe" {...props} />;
export const BellIcon = (props: IconProps) => <Icon icon="bell" {...props} />;
export const CloseIcon = (props: IconProps) => <Icon icon="close" {...props} />;
export const PhoneIcon = (props: IconProps) => <Icon icon="phone" {...props} />;
export const MailIcon = (props: IconProps) => <Icon icon="mail" {...props} />;
export const BuildingIcon = (props: IconProps) => <Icon icon="building" {...props} />;
export const TagIcon = (props: IconProps) => <Icon icon="tag" {...props} />;
export const ExpandIcon = (props: IconProps) => <Icon icon="expand" {...props} />;
export const PlusIcon = (props: IconProps) => <Icon icon="plus" {...props} />;
export const DeviceIcon = (props: IconProps) => <Icon icon="device" {...props} />;
export const UserIcon = (props: IconProps) => <Icon icon="user" {...props} />;
export const CameraIcon = (props: IconProps) => <Icon icon="camera" {...props} />;
export const LogOutIcon = ({ className, ...props }: IconProps) => (
  <Icon icon="log-out" className={clsx("rtl:-scale-x-100", className)} {...props} />
);
export const DownloadIcon = (props: IconProps) => <Icon icon="download" {...props} />;
/** Outlined, or filled with the text colour when `filled` (a saved listing). */
export const HeartIcon = ({ filled = false, className, ...props }: IconProps & { filled?: boolean }) => (
  <Icon icon="heart" className={clsx(filled && "fill-current", className)} {...props} />
);
export const HandIcon = (props: IconProps) => <Icon icon="hand" {...props} />;
export const ShareIcon = (props: IconProps) => <Icon icon="share" {...props} />;
export const FlagIcon = (props: IconProps) => <Icon icon="flag" {...props} />;
export const PlayIcon = (props: IconProps) => <Icon icon="play" {...props} />;
export const CubeIcon = (props: IconProps) => <Icon icon="cube" {...props} />;
export const FileIcon = (props: IconProps) => <Icon icon="file" {...props} />;
export const LinkIcon = (props: IconProps) => <Icon icon="link" {...props} />;
export const ChatIcon = (props: IconProps) => <Icon icon="chat" {...props} />;
export const LockIcon = (props: IconProps) => <Icon icon="lock" {...props} />;
export const PhotoIcon = (props: IconProps) => <Icon icon="photo" {...props} />;
// The chat's composer and thread (issue 16).
export const PaperclipIcon = (props: IconProps) => <Icon icon="paperclip" {...props} />;
export const MicIcon = (props: IconProps) => <Icon icon="mic" {...props} />;
/** Points toward the end of the line, mirrored in Arabic like the send direction. */
export const SendIcon = ({ className, ...props }: IconProps) => (
  <Icon icon="send" className={clsx("rtl:-scale-x-100", className)} {...props} />
);
export const StopIcon = (props: IconProps) => <Icon icon="stop" {...props} />;
export const TrashIcon = (props: IconProps) => <Icon icon="trash" {...props} />;
export const DotsIcon = (props: IconProps) => <Icon icon="dots" {...props} />;
/** One tick when sent, two when read. */
export const TicksIcon = ({ double, ...props }: IconProps & { double: boolean }) => (
  <Icon icon={double ? "ticks-double" : "ticks"} {...props} />
);
export const BedIcon = (props: IconProps) => <Icon icon="bed" {...props} />;
export const BathIcon = (props: IconProps) => <Icon icon="bath" {...props} />;
export const AreaIcon = (props: IconProps) => <Icon icon="area" {...props} />;
export const CompareIcon = (props: IconProps) => <Icon icon="compare" {...props} />;
export const CalendarIcon = (props: IconProps) => <Icon icon="calendar" {...props} />;
export const MenuIcon = (props: IconProps) => <Icon icon="menu" {...props} />;
