export function createThrowawayDatabase(baseUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }>;
