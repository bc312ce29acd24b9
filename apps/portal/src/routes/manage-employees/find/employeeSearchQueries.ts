import { type EmployeeSearchQuery, employeeSearchCalls } from "@epr/contract";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { featureApi } from "../../../lib/featureApi.js";
import { employeesKey } from "../../../lib/queryKeys.js";

/** The find page's client: the results' schema loads with the find page only (docs/benchmarks.md, Size). */
const employeeSearchApi = featureApi(employeeSearchCalls);

/** Search results page by page: 'View next' fetches the page after `listId` and appends it. */
export const employeeSearchQuery = (search: Omit<EmployeeSearchQuery, "listId">) =>
  infiniteQueryOptions({
    queryKey: [...employeesKey, "search", search],
    queryFn: ({ pageParam }) =>
      employeeSearchApi.searchEmployees({ ...search, ...(pageParam ? { listId: pageParam } : {}) }),
    initialPageParam: "",
    getNextPageParam: (last) => last.searchData.listId,
  });
