import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";

/**
 * Tabs on @radix-ui/react-tabs (client info: general info, report codes, contacts, id-theft;
 * assist-employees.md §2.10). Arrow keys move between tabs and activate them, Home/End jump.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-4", className)} {...props} />;
}

/** The row of tabs; give it an `aria-label`. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn("flex flex-wrap gap-1 border-input border-b-2 print:hidden", className)}
      {...props}
    />
  );
}

/** One tab. The selected tab is styled from `data-state=active`. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "-mb-0.5 cursor-pointer rounded-t-control border-transparent border-b-4 px-4 py-2 font-semibold text-muted-foreground",
        "hover:text-foreground focus-visible:focus-ring",
        "data-[state=active]:border-primary data-[state=active]:text-primary",
        "disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}

/** The panel of a tab. Panels of inactive tabs are not rendered (Radix), except when printing a forced mount. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn("rounded-control focus-visible:focus-ring", className)}
      {...props}
    />
  );
}
