import { clsx } from "clsx";
import type { ReactNode, SVGProps } from "react";

// The chat's own stroke icons (same 24-pixel grid as components/icons); decorative, named by their buttons.
function Icon({ className, children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={clsx("size-5 shrink-0", className)}
      aria-hidden
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const PaperclipIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="m21 11-8.5 8.5a5 5 0 0 1-7-7L14 4a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4L15.5 7" />
  </Icon>
);

export const MicIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </Icon>
);

/** Points toward the end of the line, mirrored in Arabic like the send direction. */
export const SendIcon = ({ className, ...props }: SVGProps<SVGSVGElement>) => (
  <Icon className={clsx("rtl:-scale-x-100", className)} {...props}>
    <path d="M4 12 20 4l-6 16-3-7-7-1Z" />
  </Icon>
);

export const StopIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <rect x="6" y="6" width="12" height="12" rx="2" />
  </Icon>
);

export const TrashIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
);

export const DotsIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <circle cx="12" cy="5" r="1.2" />
    <circle cx="12" cy="12" r="1.2" />
    <circle cx="12" cy="19" r="1.2" />
  </Icon>
);

/** One tick when sent, two when read. */
export const TicksIcon = ({ double, ...props }: SVGProps<SVGSVGElement> & { double: boolean }) => (
  <Icon {...props}>
    <path d="m3 13 4 4L15 8" />
    {double ? <path d="m11 16 1 1 9-9" /> : null}
  </Icon>
);
