import type { RenderResourceLink } from "./links.js";

/** The default link: a plain `<a href>`. */
export const plainLink: RenderResourceLink = (props) => <a {...props} />;
