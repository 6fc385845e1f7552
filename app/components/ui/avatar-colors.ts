/** 26 background colours for initials, one per letter of the alphabet (docs/spec.md#constants). */
export const AVATAR_COLORS = [
  "#ffdd00",
  "#fbb034",
  "#ff4c4c",
  "#c1d82f",
  "#f48924",
  "#7ac143",
  "#30c39e",
  "#06BCAE",
  "#0695BD",
  "#009ad8",
  "#b563a0",
  "#5f6fb4",
  "#ff7272",
  "#ff9933",
  "#fdba74",
  "#a78bfa",
  "#4f46e5",
  "#0ea5e9",
  "#10b981",
  "#f43f5e",
  "#8b5cf6",
  "#14b8a6",
  "#f59e0b",
  "#6366f1",
  "#ec4899",
  "#84cc16",
] as const;

/** The colour of a name's initial: picked by its first letter (A -> 0 ... Z -> 25). */
export function avatarColor(name: string): string {
  const letter = name.trim().charAt(0).toUpperCase();
  const code = letter.charCodeAt(0) - 65;
  const index = code >= 0 && code < 26 ? code : (letter.charCodeAt(0) || 0) % 26;
  return AVATAR_COLORS[index]!;
}

export function initial(name: string): string {
  return name.trim().charAt(0).toUpperCase() || "?";
}
