import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './field';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClass, 'h-10', className)} {...props} />;
}
