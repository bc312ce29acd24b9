import { type VisionOperation, visionOperationSchema } from "@epr/contract";

const { IFRAME, NEW_WINDOW } = visionOperationSchema._zod.def.entries;

/**
 * The vision provider page's partner (assist-employees.md §2.8, §7 visionProvider: url and
 * operation): a deployment brings its own through the app's deps or the environment; the built-in
 * default embeds the portal's own provider directory page.
 */
export interface VisionProviderAnswer {
  url: string;
  /** IFRAME: the page embeds the address (§2.8); NEW_WINDOW: it offers a link opening a new window. */
  operation: VisionOperation;
}

/** What the page asks the partner with: the chosen client and its brand. */
export interface VisionProviderRequest {
  clientNumber: string;
  brandCode: string;
}

export type VisionProviderLookup = (request: VisionProviderRequest) => Promise<VisionProviderAnswer>;

/** The built-in directory page, embedded by the default (served by vision/routes.ts). */
export const BUILT_IN_VISION_DIRECTORY_PATH = "/api/vision-provider/directory";

/** The built-in default: the portal's own directory page, in a frame. */
export const builtInVisionProvider: VisionProviderLookup = async () => ({
  url: BUILT_IN_VISION_DIRECTORY_PATH,
  operation: IFRAME,
});

/**
 * The partner the environment names (EPR_VISION_PROVIDER_URL, with EPR_VISION_PROVIDER_OPERATION
 * IFRAME or NEW_WINDOW, default NEW_WINDOW: another site is framed only when it allows it and the
 * portal's policy lists it), else the built-in default.
 */
export function visionProviderFromEnv(env: NodeJS.ProcessEnv = process.env): VisionProviderLookup {
  const url = env.EPR_VISION_PROVIDER_URL;
  if (!url) return builtInVisionProvider;
  // Any other value stops the start (config.ts), so unset is the only other case here.
  const operation = env.EPR_VISION_PROVIDER_OPERATION === IFRAME ? IFRAME : NEW_WINDOW;
  return async (request) => {
    const target = new URL(url);
    target.searchParams.set("clientNumber", request.clientNumber);
    target.searchParams.set("brand", request.brandCode);
    return { url: target.toString(), operation };
  };
}

/** The origin a configured partner's frame comes from, for the portal's frame-src (or none). */
export function visionFrameOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  if (!env.EPR_VISION_PROVIDER_URL || env.EPR_VISION_PROVIDER_OPERATION !== IFRAME) return null;
  try {
    return new URL(env.EPR_VISION_PROVIDER_URL).origin;
  } catch {
    return null;
  }
}

/** Where hospital quality is compared unless EPR_HOSPITAL_QUALITY_URL says (a fictional host). */
export const DEFAULT_HOSPITAL_QUALITY_URL = "https://hospitalquality.example/compare";

/** Hospital quality's address for a brand (§7 hospitalQuality getData: the payload is a url). */
export function hospitalQualityUrl(brandCode: string, env: NodeJS.ProcessEnv = process.env): string {
  const target = new URL(env.EPR_HOSPITAL_QUALITY_URL || DEFAULT_HOSPITAL_QUALITY_URL);
  target.searchParams.set("brand", brandCode);
  return target.toString();
}
