import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { endSession } from "./lib/guards.js";
import { queryClient, whenSessionEnds } from "./lib/queryClient.js";
import { router } from "./router.js";
import "./styles.css";

// A call that finds the session ended, on any page, leads to the login page and back.
whenSessionEnds(() => endSession(router));

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
