/**
 * Every type of an event union, as a list the compiler keeps complete: the object names each type
 * once, so a type left out, or one the union does not have, fails the build.
 */
export const everyType = <Type extends string>(types: Record<Type, true>): Type[] => Object.keys(types) as Type[];
