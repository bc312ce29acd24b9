import { Link } from "react-router";
import { paths } from "../../lib/paths.js";
import { IdCardOrderSection, IdCardPage, idCardLinkClass } from "./idCardPage.js";

export { idCardsLoader as loader } from "./idCardPage.js";

/**
 * /employer/assist-employees/request-id-card?umi=… (assist-employees.md §2.1
 * assistEmployees.requestIdCard, §2.6, §4, §5): ordering an employee's ID cards on a page of its own.
 */
export function Component() {
  return (
    <IdCardPage title="Request ID Cards">
      {({ umi, members, order }) => (
        <>
          <p className="m-0">
            <Link className={idCardLinkClass} to={paths.idCards(umi)}>
              View the ID cards
            </Link>
          </p>
          <IdCardOrderSection members={members} order={order} />
        </>
      )}
    </IdCardPage>
  );
}
