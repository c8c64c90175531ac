export const chromiumPath: string;
export const chromiumLaunchOptions: { executablePath: string; args: string[] };
