// `@epr/ui/step-forms`: the cards of one add-flow step, submitted together by its footer.
export {
  type StepForms,
  StepFormsProvider,
  type StepFormsRegistry,
  type StepSubmitter,
  useInStep,
  useStepForms,
  useStepSubmitter,
  useStepSummary,
} from "./StepForms.js";
