export { Calendar, type CalendarProps } from "./Calendar.js";
export { type DateBound, DateField, type DateFieldProps } from "./DateField.js";
