import { AssistEmployeesLanding, type AssistSection } from "@epr/ui/cards/assist-employees";
import { useSuspenseQuery } from "@tanstack/react-query";
import { requireEmployerArea } from "../../lib/guards.js";
import { paths } from "../../lib/paths.js";
import { sessionQuery } from "../../lib/session.js";
import { usePageTitle } from "../../lib/usePageTitle.js";
import { routerLink } from "../resources/resourceLinks.js";

export async function loader({ request }: { request: Request }) {
  await requireEmployerArea(request);
  return null;
}

/**
 * /employer/assist-employees (assist-employees.md §2.1 assistEmployees): the landing with its four
 * sections, Employee Resources, Providers, Spending Account and Educational Tools. Employee tools
 * (ID cards, Change PCP, spending elections, claims, View SBC) open from an employee's actions menu,
 * so their sections lead to Find an Employee.
 */
export function Component() {
  usePageTitle("Assist Employees");
  const { data: session } = useSuspenseQuery(sessionQuery);
  const view = Boolean(session?.entitlements.employees.view);
  const sections: AssistSection[] = [
    {
      title: "Employee Resources",
      links: [
        { href: paths.benefitBooklets, label: "Benefit Booklets" },
        { href: paths.summaryOfBenefits, label: "Summary of Benefits and Coverage" },
        { href: paths.groupContracts, label: "Group Contracts" },
        // §6: preventive medication lists need employees view.
        ...(view ? [{ href: paths.preventiveMedications, label: "Preventive Medication Lists" }] : []),
        ...(view
          ? [{ href: paths.findEmployee, label: "ID Cards, Claims and Change PCP (find an employee)" }]
          : []),
      ],
    },
    {
      title: "Providers",
      links: [
        { href: paths.resource("find-a-provider"), label: "Find a Provider" },
        { href: paths.resource("second-opinion"), label: "Second Opinion" },
      ],
    },
    {
      title: "Spending Account",
      links: view
        ? [{ href: paths.findEmployee, label: "Manage Spending Account Elections (find an employee)" }]
        : [],
    },
    {
      title: "Educational Tools",
      links: [
        { href: paths.resource("training-faqs"), label: "Training/FAQs" },
        { href: paths.resource("glossary"), label: "Glossary of Health Coverage" },
        { href: paths.resource("stay-smart"), label: "Stay Smart About Benefits" },
        { href: paths.resource("communications-toolkit"), label: "Communications Toolkit" },
      ],
    },
  ];
  return (
    <main id="main" tabIndex={-1} className="space-y-6 outline-none">
      <h1 className="font-bold text-3xl">Assist Employees</h1>
      <AssistEmployeesLanding sections={sections} renderLink={routerLink} />
    </main>
  );
}
