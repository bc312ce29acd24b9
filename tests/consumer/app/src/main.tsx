import { BrandProvider, useCopy } from "@epr/brand-themes";
import { Button } from "@epr/ui/button";
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@epr/ui/dialog";
import { EmployeeSummary } from "@epr/ui/cards/employee-summary";
import { TextField } from "@epr/ui/text-input";
import "@epr/ui/styles.css";
import { useState } from "react";
import { createRoot } from "react-dom/client";

function Heading() {
  const t = useCopy();
  return (
    <h1 id="copy-heading" className="text-2xl font-bold">
      {t("memberIdHeading")}
    </h1>
  );
}

/** A card from its subpath: the packed @epr/ui with its @epr/domain rules. */
function Summary() {
  const t = useCopy();
  return (
    <EmployeeSummary
      memberIdLabel={t("memberIdHeading")}
      groups={[{ groupNumber: "100107", groupName: "Hourly Plan", status: "active", modifiable: true }]}
      record={{
        umi: "M10009731",
        subscriber: {
          fullName: { first: "Elena", last: "Lindqvist" },
          medicareEligibleIndicator: "no",
          otherInsuranceIndicator: "no",
          memberCoverages: [
            {
              groupNumber: "100107",
              memberLobs: [{ lineOfBusiness: "HMO", coverageType: "MEDICAL", coverageEffectiveDate: "01/01/2025" }],
            },
          ],
        },
        dependents: [],
      }}
    />
  );
}

function App() {
  const [brand, setBrand] = useState("6008");
  const [memberId, setMemberId] = useState("");
  const [error, setError] = useState<string | undefined>();
  return (
    <BrandProvider brandCode={brand} className="flex min-h-screen flex-col gap-4 bg-background p-6">
      <main className="flex flex-col gap-4">
        <Heading />
        <label>
          Brand{" "}
          <select id="brand" value={brand} onChange={(e) => setBrand(e.target.value)}>
            <option value="6008">6008</option>
            <option value="6010">6010</option>
            <option value="9017">9017</option>
          </select>
        </label>
        <form
          noValidate
          className="flex max-w-md flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            setError(memberId.length < 5 ? "There has to be at least 5 characters here." : undefined);
          }}
        >
          <TextField
            id="member-id"
            label="Member ID"
            hint="Letters and digits only"
            error={error}
            inputProps={{ value: memberId, onChange: (e) => setMemberId(e.target.value) }}
          />
          <div>
            <Button type="submit">Search</Button>
          </div>
        </form>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">Open dialog</Button>
          </DialogTrigger>
          <DialogContent size="standard" aria-describedby={undefined}>
            <DialogHeader>
              <DialogTitle>Unsaved changes</DialogTitle>
            </DialogHeader>
            <DialogBody>Save your changes before leaving?</DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button>OK</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <Summary />
      </main>
    </BrandProvider>
  );
}

const root = document.getElementById("root");
if (root) createRoot(root).render(<App />);
