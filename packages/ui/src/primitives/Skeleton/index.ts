export { Skeleton, SkeletonText, type SkeletonTextProps } from "./Skeleton.js";
