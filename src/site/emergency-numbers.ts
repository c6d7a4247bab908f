/**
 * Emergency numbers, free from anywhere in the region (tashkent-facts-places.md §D4; 112 there from 1 June 2024).
 * A module of their own: only the tourism overview and the offline page show them.
 */
export const EMERGENCY_NUMBERS = ["112", "101", "102", "103", "104", "1050"] as const;
