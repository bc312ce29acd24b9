import { IdCardViewer } from "@epr/ui/cards/id-cards";
import { Link } from "react-router";
import { paths } from "../../lib/paths.js";
import { IdCardOrderSection, IdCardPage, idCardLinkClass } from "./idCardPage.js";
import { viewerMembersOf } from "./idCardProps.js";

export { idCardsLoader as loader } from "./idCardPage.js";

/**
 * /employer/assist-employees/id-cards?umi=… (assist-employees.md §2.1 assistEmployees.idCards, §2.6):
 * the employee's members and their cards as the server draws them, with the viewer's controls, and
 * the order-ID-card section. Service failures show the ID card error text (§8).
 */
export function Component() {
  return (
    <IdCardPage title="ID Cards">
      {({ umi, members, order }) => (
        <>
          <p className="m-0">
            <Link className={idCardLinkClass} to={paths.review(umi)}>
              Back to the employee summary
            </Link>
          </p>
          <IdCardViewer members={viewerMembersOf(members)} onPrint={() => window.print()} hideTitle />
          <div className="print:hidden">
            <IdCardOrderSection members={members} order={order} />
          </div>
        </>
      )}
    </IdCardPage>
  );
}
