"""The quiz-buzzer screen: arm, race, the winner big, reset."""
