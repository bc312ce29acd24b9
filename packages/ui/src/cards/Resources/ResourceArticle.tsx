import type { StaticPage } from "@epr/domain";

/** Props of `ResourceArticle`. */
export interface ResourceArticleProps {
  /** The page's structured text (title, intro, sections): rendered as text, never as HTML. */
  page: StaticPage;
  /** Receives the `<h1>`, so the page can move focus to it when another page opens. */
  headingRef?: React.Ref<HTMLHeadingElement>;
}

/**
 * A static page's text (session-and-admin.md §2 /resources; enrollment.md §2 USERRA and tutorial
 * pages): h1, introduction, then h2 per section with paragraphs and lists (steps ordered).
 */
export function ResourceArticle({ page, headingRef }: ResourceArticleProps) {
  return (
    <article>
      <h1 ref={headingRef} tabIndex={-1} className="mb-3 font-bold text-3xl outline-none">
        {page.title}
      </h1>
      <p className="mb-6 text-lg">{page.intro}</p>
      {page.sections.map((section) => {
        const List = section.ordered ? "ol" : "ul";
        return (
          <section key={section.heading} className="mb-6">
            <h2 className="mb-2 font-semibold text-xl">{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text} className="mb-2">
                {text}
              </p>
            ))}
            {section.items.length > 0 ? (
              <List className={`ml-6 space-y-1 ${section.ordered ? "list-decimal" : "list-disc"}`}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            ) : null}
          </section>
        );
      })}
    </article>
  );
}
