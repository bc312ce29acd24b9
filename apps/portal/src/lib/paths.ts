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
  /** Every add-flow step lives under this path (the leave guard lets the flow move within it). */
  addFlowBase: "/employer/manage-employees/add",
  /** Resuming an enrollment in progress: the flow opens at its first required step not approved. */
  resumeEnrollment: (enrollmentId: string) =>
    `/employer/manage-employees/add?enrollment=${encodeURIComponent(enrollmentId)}`,
  /**
   * The built-in provider directory opened from the Plan Coverage step for participant `index`
   * (enrollment.md §2 provider search): inside the add flow, so the flow's draft survives the trip.
   */
  addProviderDirectory: (index: number, enrollmentId: string | null) =>
    `/employer/manage-employees/add/provider-directory?PCPIndex=${index}${
      enrollmentId ? `&enrollment=${encodeURIComponent(enrollmentId)}` : ""
    }`,
} as const;
