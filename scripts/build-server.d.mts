export const serverBundle: string;
export const serverArgs: string[];
export function buildServer(): Promise<string>;
