/** The portal's addresses (enrollment.md §2 routes, prefix /employer), named once. */
export const paths = {
  login: "/login",
  clientSelection: "/client-selection",
  home: "/employer/home",
  findEmployee: "/employer/manage-employees/find",
  /** The employee summary of one member. */
  review: (umi: string) => `/employer/manage-employees/find/review?umi=${encodeURIComponent(umi)}`,
  addEmployee: "/employer/manage-employees/add/subscriber",
  /** The Manage Employees landing with its sidebar (enrollment.md §2). */
  manageEmployees: "/employer/manage-employees",
  /** employee.enrollment: the enrollment landing dashboard (enrollment.md §2). */
  enrollment: "/employer/manage-employees/enrollment",
  enrollmentsInProcess: "/employer/manage-employees/enrollments-in-process",
  userraForm: "/employer/manage-employees/userra-form",
  userraGroupProcedures: "/employer/manage-employees/userra-group-procedures",
  tutorial: "/employer/manage-employees/tutorial",
  /** cancelledConditions: a cancelled client accepts its conditions here (session-and-admin.md §2). */
  cancelledConditions: "/employer/cancelled-conditions",
  /** The add flow resuming an enrollment in process, named by its opaque id (enrollment.md §4 Resuming). */
  resumeEnrollment: (id: string) =>
    `/employer/manage-employees/add/subscriber?enrollment=${encodeURIComponent(id)}`,
} as const;
