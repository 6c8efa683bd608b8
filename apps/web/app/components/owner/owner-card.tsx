import type { ReactNode } from "react";
import { Card } from "../ui/card";
import { OwnerStateBadge, type OwnerBadge } from "./state-badge";

type OwnerCardProps = {
  /** `data-testid` and the item's id attribute, for the browser tests. */
  testId: string;
  dataId: { name: `data-${string}`; value: number };
  image: string;
  heading: ReactNode;
  state: OwnerBadge;
  children: ReactNode;
};

/** The frame of an owner's card: picture at the start, heading and state on top, the rest below. */
export function OwnerCard({ testId, dataId, image, heading, state, children }: OwnerCardProps) {
  return (
    <Card
      className="flex flex-col overflow-hidden sm:flex-row"
      data-testid={testId}
      {...{ [dataId.name]: dataId.value }}
    >
      <div className="aspect-[4/3] shrink-0 bg-slate-100 sm:aspect-auto sm:w-56">
        {image ? <img src={image} alt="" loading="lazy" className="size-full object-cover" /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          {heading}
          <OwnerStateBadge state={state} />
        </div>
        {children}
      </div>
    </Card>
  );
}
