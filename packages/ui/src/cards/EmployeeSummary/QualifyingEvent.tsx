import {
  type QualifyingEventValues,
  qualifyingEventChange,
  qualifyingEventDateApplies,
  qualifyingEventOptions,
} from "@epr/domain";
import { useId } from "react";
import { DataList } from "../../primitives/Card/Card.js";
import type { CardMode } from "../../primitives/Card/CardForm.js";
import { DateField } from "../../primitives/DateField/DateField.js";
import { Field } from "../../primitives/Field/Field.js";
import { Select } from "../../primitives/Select/Select.js";

/**
 * The qualifying-event section (enrollment.md §2 employee.find.review: a select None/Test plus the
 * event date). Read-only in read mode; in edit mode the date is asked only for an event other than
 * None (@epr/domain `qualifyingEventChange` clears it otherwise) and each change is handed back.
 */
export function QualifyingEvent({
  mode,
  values,
  onChange,
}: {
  mode: CardMode;
  values: QualifyingEventValues;
  onChange: (values: QualifyingEventValues) => void;
}) {
  const id = useId();
  if (mode === "read") {
    return (
      <DataList
        columns={2}
        items={[
          { label: "Qualifying Event", value: values.qualifyingEvent || "None" },
          { label: "Event Date", value: values.qualifyingEventDate || "—" },
        ]}
      />
    );
  }
  return (
    <div className="flex flex-wrap items-start gap-6">
      <Field id={`${id}-event`} label="Qualifying Event">
        <Select
          placeholder={null}
          width="medium"
          value={values.qualifyingEvent}
          options={qualifyingEventOptions}
          onChange={(e) => onChange(qualifyingEventChange({ ...values, qualifyingEvent: e.target.value }))}
        />
      </Field>
      {qualifyingEventDateApplies(values.qualifyingEvent) ? (
        <DateField
          id={`${id}-date`}
          label="Event Date"
          value={values.qualifyingEventDate}
          onValueChange={(date) => onChange(qualifyingEventChange({ ...values, qualifyingEventDate: date }))}
        />
      ) : null}
    </div>
  );
}
