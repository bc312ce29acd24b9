/** The portal's addresses (enrollment.md §2 routes, prefix /employer), named once. */
export const paths = {
  login: "/login",
  clientSelection: "/client-selection",
  home: "/employer/home",
  findEmployee: "/employer/manage-employees/find",
  /** The employee summary of one member. */
  review: (umi: string) => `/employer/manage-employees/find/review?umi=${encodeURIComponent(umi)}`,
  addEmployee: "/employer/manage-employees/add/subscriber",
  /** Static content pages of Manage Employees (enrollment.md §2). */
  userraForm: "/employer/manage-employees/userra-form",
  userraGroupProcedures: "/employer/manage-employees/userra-group-procedures",
  tutorial: "/employer/manage-employees/tutorial",
} as const;
