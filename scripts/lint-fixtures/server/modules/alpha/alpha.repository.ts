export const rows = (): string[] => [];
