import { loginSchema } from "../login/login.js";
import { type SchemaFormOptions, useSchemaForm } from "./useSchemaForm.js";

// The login form's hook, a module of its own: the login page (its own entry, login.html) shares
// its chunks with the app, and a module's every hook any page uses goes with it (bundle size), so
// beside the other session forms it carried their schemas too.

/** The login form. */
export function useLoginForm(options?: SchemaFormOptions<typeof loginSchema>) {
  return useSchemaForm(loginSchema, options);
}
