export { type Step, Stepper, type StepperProps } from "./Stepper.js";
