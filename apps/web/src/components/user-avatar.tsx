import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '../lib/initials';

/** An avatar showing the name's initials, coloured from the name so each person keeps a colour. */
export function UserAvatar({ name, ...props }: { name: string } & Omit<AvatarProps, 'children'>) {
  return (
    <Avatar name={name} color="initials" alt={name} {...props}>
      {initialsOf(name)}
    </Avatar>
  );
}
