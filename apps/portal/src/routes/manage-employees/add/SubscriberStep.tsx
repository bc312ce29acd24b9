import type { DependentFormValues, SubscriberFormInput, SubscriberFormValues } from "@epr/forms";
import { FeedbackBar, useStepForms } from "@epr/ui";
import { DependentList } from "@epr/ui/cards/dependent";
import { SubscriberForm } from "@epr/ui/cards/subscriber-form";
import { useCallback, useMemo, useRef } from "react";
import { useAddFlow } from "./AddFlowContext.js";
import { StepShell } from "./StepShell.js";
import { useExistingSsnCheck } from "./useExistingSsnCheck.js";
import { useSubscriberContext } from "./useSubscriberContext.js";

const permissions = { canAdd: true, canEdit: true, canRemove: true };

/**
 * Step 1, Subscriber & Dependents (enrollment.md §2 employee.add.subscriber, §5 Subscriber form and
 * Dependents): the subscriber card and the dependent cards, submitted together by the footer.
 */
export function Component() {
  const flow = useAddFlow();
  const { draft, dispatch, today } = flow;
  const forms = useStepForms();
  // enrollment.md §5: the existing-SSN check runs before the step is accepted.
  const ssnCheck = useExistingSsnCheck();
  // What each valid card handed on during the footer's submit.
  const accepted = useRef<{
    subscriber?: SubscriberFormValues;
    dependents: Map<string, DependentFormValues>;
  }>({
    dependents: new Map(),
  });

  const { context: subscriberContext, special } = useSubscriberContext();
  const subscriberGender = draft.subscriber.gender || undefined;
  const dependentContext = useMemo(
    () => ({ today, flow: "add" as const, subscriberGender }),
    [today, subscriberGender],
  );

  // The card reports all its values on each change; kept here so another step never loses them.
  const onSubscriberChange = useCallback(
    (values: Partial<SubscriberFormInput>) =>
      dispatch({ type: "subscriberTyped", values: values as SubscriberFormInput }),
    [dispatch],
  );

  const accept = () => {
    const { subscriber, dependents } = accepted.current;
    // Until the open enrollment answer for the date is in, the card may not have asked for a life event.
    if (!subscriber || !special.ready) return null;
    const values = draft.dependents.map(({ id }) => ({ id, values: dependents.get(id) }));
    if (values.some((dependent) => !dependent.values)) return null;
    return flow.reduce(draft, {
      type: "subscriberStepAccepted",
      subscriber,
      dependents: values as { id: string; values: DependentFormValues }[],
      lifeEventRequired: special.lifeEventRequired,
    });
  };

  return (
    <StepShell
      forms={{
        ...forms,
        submitAll: () => {
          accepted.current = { dependents: new Map() };
          return forms.submitAll();
        },
      }}
      accept={accept}
      confirm={ssnCheck.confirm}
    >
      {ssnCheck.failure ? (
        <FeedbackBar variant="failure" title="We could not check the SSN">
          {ssnCheck.failure}
        </FeedbackBar>
      ) : null}
      <SubscriberForm
        mode="edit"
        values={draft.subscriber}
        context={subscriberContext}
        onChange={onSubscriberChange}
        onSubmit={(values) => {
          accepted.current.subscriber = values;
        }}
      />
      <DependentList
        mode="edit"
        dependents={draft.dependents}
        context={dependentContext}
        permissions={permissions}
        onAdd={() => dispatch({ type: "dependentAdded", id: crypto.randomUUID() })}
        onRemove={(id) => dispatch({ type: "dependentRemoved", id })}
        onChange={(id, values) => dispatch({ type: "dependentTyped", id, values })}
        onSubmit={(id, values) => {
          accepted.current.dependents.set(id, values);
        }}
      />
      {ssnCheck.modals}
    </StepShell>
  );
}
