import { BrandLogo } from "@epr/brand-themes";

/** The brand's band above pages outside the employer frame (login, client selection). */
export function BrandBand() {
  return (
    <header className="bg-header text-header-foreground">
      <div className="mx-auto max-w-5xl px-6 py-4">
        <BrandLogo height={40} />
      </div>
    </header>
  );
}
