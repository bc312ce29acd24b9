/**
 * The query keys several resources' modules share, so one change refreshes them together. In a
 * module of their own: a page invalidating them loads no client (docs/benchmarks.md, Size).
 */

/** Every employee query (search, summary, pending check, history, ID cards): a change refreshes them all. */
export const employeesKey = ["employees"] as const;

/** Every enrollment in progress query starts with this key, so a delete refreshes them all at once. */
export const enrollmentsKey = ["enrollments"] as const;
