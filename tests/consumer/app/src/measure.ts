export { BrandProvider } from "@epr/brand-themes";
export { Button } from "@epr/ui/button";
export { Dialog, DialogClose, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from "@epr/ui/dialog";
export { TextField } from "@epr/ui/text-input";
