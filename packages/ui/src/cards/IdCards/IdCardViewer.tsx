import { ID_CARD_PRINT_DELAY_MS, ID_CARD_ZOOM_LEVELS } from "@epr/domain";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { CardFrame } from "../../primitives/Card/Card.js";
import { Field } from "../../primitives/Field/Field.js";
import { ScrollRegion } from "../../primitives/ScrollRegion/ScrollRegion.js";
import { Section, SectionGroup } from "../../primitives/Section/Section.js";
import { Select } from "../../primitives/Select/Select.js";

/** One ID card as the viewer shows it: its images' addresses and a label naming it. */
export interface IdCardViewerCard {
  cardId: string;
  /** "Medical · PPO Choice 1 · group 100100" */
  label: string;
  /** Image addresses of the two sides (drawn by the server from the member's data). */
  front: string;
  back: string;
}

/** A member with their cards (assist-employees.md §3 ID card member). */
export interface IdCardViewerMember {
  memberKey: string;
  name: string;
  relationship: string;
  cards: readonly IdCardViewerCard[];
}

/** Props of `IdCardViewer`. */
export interface IdCardViewerProps {
  members: readonly IdCardViewerMember[];
  /** Prints the page, called 3.75 s after Print is pressed (§9 print delay); the portal passes window.print. */
  onPrint: () => void;
  /**
   * The page's own heading already says "ID Cards": the viewer draws no heading of its own, and its
   * member sections head the level below the page's.
   */
  hideTitle?: boolean;
}

/** The card viewer's own words (our wording: the spec names the controls, not their labels). */
export const idCardViewerText = {
  title: "ID Cards",
  member: "Member",
  goTo: "Go to card",
  previous: "Previous card",
  next: "Next card",
  showBack: "Show back",
  showFront: "Show front",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  print: "Print",
  preparing: "Preparing the card for printing…",
  noCards: "No ID cards are available for this employee.",
  memberWithoutCards: "No ID card",
  viewCard: "View",
} as const;

/**
 * The ID cards page's viewer (assist-employees.md §2.6): a member picker, the current card with
 * front/back flip, previous/next and go-to card, zoom, print (after the 3.75 s delay of §9), and
 * the members listed in sections with expand/collapse all. The images are the server's drawings of
 * each card; the card fetches nothing itself.
 */
export function IdCardViewer({ members, onPrint, hideTitle = false }: IdCardViewerProps) {
  const title = hideTitle ? null : idCardViewerText.title;
  const cards = useMemo(
    () => members.flatMap((m) => m.cards.map((card) => ({ ...card, member: m }))),
    [members],
  );
  const [index, setIndex] = useState(0);
  const [side, setSide] = useState<"front" | "back">("front");
  const [zoom, setZoom] = useState(0);
  const [printing, setPrinting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (cards.length === 0)
    return (
      <CardFrame title={title} mode="read">
        <p>{idCardViewerText.noCards}</p>
      </CardFrame>
    );

  const current = cards[Math.min(index, cards.length - 1)] ?? cards[0];
  if (!current) return null;
  const show = (next: number) => {
    setIndex(next);
    setSide("front");
  };
  const firstOf = (memberKey: string) => cards.findIndex((c) => c.member.memberKey === memberKey);
  const scale = ID_CARD_ZOOM_LEVELS[zoom] ?? 1;
  const alt = (which: "front" | "back", card = current) =>
    `${card.label}, ${which} of ${card.member.name}'s card`;
  const print = () => {
    setPrinting(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setPrinting(false);
      onPrint();
    }, ID_CARD_PRINT_DELAY_MS);
  };

  return (
    <CardFrame title={title} mode="read">
      <div className="flex flex-wrap items-end gap-4 print:hidden">
        <Field label={idCardViewerText.member} className="min-w-60">
          <Select
            placeholder={null}
            value={current.member.memberKey}
            options={members
              .filter((m) => m.cards.length > 0)
              .map((m) => ({ value: m.memberKey, label: `${m.name} (${m.relationship})` }))}
            onChange={(event) => show(Math.max(0, firstOf(event.target.value)))}
          />
        </Field>
        <Field label={idCardViewerText.goTo} className="min-w-72">
          <Select
            placeholder={null}
            value={current.cardId}
            options={cards.map((c, i) => ({
              value: c.cardId,
              label: `${i + 1}. ${c.member.name}: ${c.label}`,
            }))}
            onChange={(event) =>
              show(
                Math.max(
                  0,
                  cards.findIndex((c) => c.cardId === event.target.value),
                ),
              )
            }
          />
        </Field>
      </div>

      <p aria-live="polite" className="mt-4 mb-2 font-semibold print:hidden" data-slot="id-card-position">
        Card {cards.indexOf(current) + 1} of {cards.length}: {current.member.name}, {current.label} ({side})
      </p>
      {/* Unzoomed, the card fits the screen; zoomed, it scrolls inside its frame (keyboard too). */}
      <ScrollRegion
        label={`${current.member.name}, ${current.label}`}
        cue="Scroll to see the whole card."
        className="overflow-auto rounded-card border border-border bg-muted p-4 print:hidden"
      >
        <img
          src={side === "front" ? current.front : current.back}
          alt={alt(side)}
          width={Math.round(340 * scale)}
          height={Math.round(214 * scale)}
          data-slot="id-card-image"
          className={scale > 1 ? "block max-w-none" : "block h-auto max-w-full"}
        />
      </ScrollRegion>
      {/* Printed: both sides of the card shown. */}
      <div className="hidden print:block">
        <img src={current.front} alt={alt("front")} width={340} height={214} />
        <img src={current.back} alt={alt("back")} width={340} height={214} className="mt-4" />
      </div>

      <div className="mt-3 flex flex-wrap gap-2 print:hidden" role="toolbar" aria-label="Card controls">
        <Button
          variant="outline"
          disabled={cards.indexOf(current) === 0}
          onClick={() => show(cards.indexOf(current) - 1)}
        >
          {idCardViewerText.previous}
        </Button>
        <Button
          variant="outline"
          disabled={cards.indexOf(current) === cards.length - 1}
          onClick={() => show(cards.indexOf(current) + 1)}
        >
          {idCardViewerText.next}
        </Button>
        <Button variant="secondary" onClick={() => setSide(side === "front" ? "back" : "front")}>
          {side === "front" ? idCardViewerText.showBack : idCardViewerText.showFront}
        </Button>
        <Button variant="ghost" disabled={zoom === 0} onClick={() => setZoom(zoom - 1)}>
          {idCardViewerText.zoomOut}
        </Button>
        <Button
          variant="ghost"
          disabled={zoom === ID_CARD_ZOOM_LEVELS.length - 1}
          onClick={() => setZoom(zoom + 1)}
        >
          {idCardViewerText.zoomIn}
        </Button>
        <Button
          onClick={print}
          disabled={printing}
          aria-describedby={printing ? "id-card-printing" : undefined}
        >
          {idCardViewerText.print}
        </Button>
      </div>
      {printing ? (
        <p id="id-card-printing" role="status" className="mt-2 print:hidden">
          {idCardViewerText.preparing}
        </p>
      ) : null}

      <SectionGroup
        className="mt-6 print:hidden"
        defaultOpen="all"
        expandAllLabel="Expand all members"
        collapseAllLabel="Collapse all members"
      >
        {members.map((m) => (
          <Section
            key={m.memberKey}
            value={m.memberKey}
            // Under the card's heading, or directly under the page's when the card has none.
            headingLevel={hideTitle ? 2 : 3}
            title={`${m.name} (${m.relationship})`}
          >
            {m.cards.length === 0 ? (
              <p className="m-0">{idCardViewerText.memberWithoutCards}</p>
            ) : (
              <ul className="m-0 flex list-none flex-col gap-1 p-0">
                {m.cards.map((card) => (
                  <li key={card.cardId}>
                    <Button
                      variant="link"
                      aria-current={card.cardId === current.cardId ? "true" : undefined}
                      onClick={() => show(cards.findIndex((c) => c.cardId === card.cardId))}
                    >
                      {idCardViewerText.viewCard} {card.label}
                      {/* Members share plans: the name says whose card it opens. */}
                      <span className="sr-only"> for {m.name}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        ))}
      </SectionGroup>
    </CardFrame>
  );
}
