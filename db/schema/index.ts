export * from "./reference";
export * from "./asca";
export * from "./users";
export * from "./auth";
export * from "./marketing";
export * from "./help";
export * from "./system";
export * from "./public-site";
