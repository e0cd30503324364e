import type { responsiveConditions } from './sprinkles.css';

export type ResponsiveCondition = keyof typeof responsiveConditions;

/** A value, or a value per breakpoint (`{ base: 'small', md: 'large' }`). */
export type ResponsiveValue<T> = T | Partial<Record<ResponsiveCondition, T>>;

const conditionOrder: readonly ResponsiveCondition[] = ['base', 'sm', 'md', 'lg', 'xl'];

function isConditionMap<T>(
  value: ResponsiveValue<T>,
): value is Partial<Record<ResponsiveCondition, T>> {
  return typeof value === 'object' && value !== null;
}

/** Turns a responsive value into the class names generated for each condition. */
export function responsiveClassNames<T extends string>(
  value: ResponsiveValue<T> | undefined,
  classes: Record<ResponsiveCondition, Record<T, string>>,
): string[] {
  if (value === undefined) {
    return [];
  }
  if (!isConditionMap(value)) {
    return [classes.base[value]];
  }
  return conditionOrder.flatMap((condition) => {
    const conditionValue = value[condition];
    return conditionValue === undefined ? [] : [classes[condition][conditionValue]];
  });
}
