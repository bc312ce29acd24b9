import { idCardCalls } from "@epr/contract";
import { queryOptions } from "@tanstack/react-query";
import { featureApi } from "../../lib/featureApi.js";
import { employeesKey } from "../../lib/queryKeys.js";

/** The ID card and vision provider calls (assist-employees.md §2.6, §2.8, §7), a client of their own. */
export const idCardApi = featureApi(idCardCalls);

/** The members of an employee with their ID cards (assist-employees.md §7 idcardMembers). */
export const idCardMembersQuery = (umi: string) =>
  queryOptions({
    queryKey: [...employeesKey, "idCards", umi],
    queryFn: () => idCardApi.idCardMembers(umi),
  });
